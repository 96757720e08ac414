import type { Preview } from '@storybook/react-vite';
import { flagDefinitions } from '../src/registry/flags';
import { storyBrandIds, DEFAULT_STORY_BRAND } from '../src/storybook/storyBrands';
import { FLAG_DEFAULT, flagGlobal } from '../src/storybook/storyParameters';
import { storyReplyProblems } from '../src/storybook/storyReplyCheck';
import type { AppStoryParameters } from '../src/storybook/storyParameters';
import { withAppContext } from '../src/storybook/withAppContext';
import { checkStoryReplies } from '../src/storybook/wpsReplies';

// One toolbar menu per flag: QA flips any flag of src/registry/flags.ts over any story.
const flagToolbars = Object.fromEntries(
  flagDefinitions.map((def) => [
    flagGlobal(def.id),
    {
      description: `${def.id}: ${def.gates}`,
      toolbar: {
        title: def.id,
        items: [
          { value: FLAG_DEFAULT, title: `${def.id}: as the story sets it` },
          { value: 'on', title: `${def.id}: on` },
          { value: 'off', title: `${def.id}: off` },
        ],
        dynamicTitle: true,
      },
    },
  ]),
);

const preview: Preview = {
  decorators: [withAppContext],
  // A story whose replies break the API contract (a shape the server would never send) fails: its fixed replies are
  // checked before it renders, reply functions on each call.
  beforeEach: ({ parameters }) => {
    storyReplyProblems.take();
    checkStoryReplies((parameters as AppStoryParameters).wps);
  },
  afterEach: () => {
    const problems = storyReplyProblems.take();
    if (problems) throw problems;
  },
  globalTypes: {
    brand: {
      description: 'Brand (brands/<id>/)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [{ value: '', title: 'As the story sets it' }, ...storyBrandIds.map((id) => ({ value: id, title: id }))],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: '', title: "Brand's default" },
          { value: 'EN', title: 'English' },
          { value: 'TY', title: 'Filipino' },
        ],
        dynamicTitle: true,
      },
    },
    ...flagToolbars,
  },
  initialGlobals: {
    brand: '',
    language: '',
    ...Object.fromEntries(flagDefinitions.map((def) => [flagGlobal(def.id), FLAG_DEFAULT])),
  },
  parameters: {
    brand: DEFAULT_STORY_BRAND,
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile2' },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
  },
};

export default preview;
