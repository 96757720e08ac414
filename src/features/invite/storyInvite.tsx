import type { Decorator } from '@storybook/react-vite';
import { useStores } from '../../stores/StoresContext';
import { FeedbackHost } from '../../ui/feedback/FeedbackHost';

function Toasts() {
  const { feedback } = useStores();
  return <FeedbackHost store={feedback} />;
}

/** Shows the app's toasts beside the story (the refusal toasts of the REFERRAL gate). */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <Toasts />
  </>
);
