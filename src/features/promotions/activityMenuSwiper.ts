import Swiper from 'swiper';
import { FreeMode, Mousewheel } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/free-mode';

/** What the activity menu needs of its Swiper. */
export interface MenuSwiper {
  /** Brings a tab fully into view (keyboard focus, a selection from the URL). */
  reveal(index: number): void;
  /** The tabs changed (a language reload): measure again. */
  update(): void;
  destroy(): void;
}

/**
 * Turns the activity menu's own markup (`.swiper > .swiper-wrapper > .swiper-slide`) into a vertical, freely swiped
 * Swiper. Attached to the DOM React already rendered, so focus and the tabs' roles stay as they are.
 */
export default function attachMenuSwiper(container: HTMLElement, reducedMotion: boolean): MenuSwiper {
  const swiper = new Swiper(container, {
    modules: [FreeMode, Mousewheel],
    direction: 'vertical',
    slidesPerView: 'auto',
    freeMode: { enabled: true, momentum: !reducedMotion },
    mousewheel: true,
    speed: reducedMotion ? 0 : 300,
    // Taps on a tab must still select it; only a real drag is a swipe.
    preventClicksPropagation: true,
    threshold: 6,
  });
  return {
    reveal(index) {
      const slide = swiper.slides[index];
      if (!slide) return;
      const top = swiper.slidesGrid[index] ?? 0;
      const viewTop = -swiper.translate;
      if (top < viewTop || top + slide.offsetHeight > viewTop + swiper.height) swiper.slideTo(index);
    },
    update: () => swiper.update(),
    destroy: () => swiper.destroy(true, true),
  };
}
