import type { Preview } from '@storybook/react-vite';
import { englishFlagText } from '../src/ops/flagTexts';
import { flagDefinitions } from '../src/registry/flags';
import { previewClaims, previewTitle, storybookPreviewToken } from '../src/storybook/previewBrand';
import {
  storyBrandIds,
  DEFAULT_STORY_BRAND,
  loadStoryPreview,
  PREVIEW_STORY_BRAND,
} from '../src/storybook/storyBrands';
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
      description: `${def.id}: ${englishFlagText(def).gates}`,
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

// A console link (`?wl_preview=<token>`, docs/storybook.md) shows the brand it names, from the server, in every story.
const previewToken = storybookPreviewToken();
const previewing = previewToken ? previewClaims(previewToken) : undefined;
const previewItems = previewing ? [{ value: PREVIEW_STORY_BRAND, title: previewTitle(previewing) }] : [];

const preview: Preview = {
  decorators: [withAppContext],
  // Loaded once, before the first story renders; without a token nothing is requested.
  loaders: [async () => (await loadStoryPreview(previewToken), {})],
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
        items: [
          ...previewItems,
          { value: '', title: 'As the story sets it' },
          ...storyBrandIds.map((id) => ({ value: id, title: id })),
        ],
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
    brand: previewing ? PREVIEW_STORY_BRAND : '',
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
