import { useEffect, useState } from 'react';

/**
 * Whether an element is on screen (carousels pause when it is not). Returns a callback ref, so an element that
 * appears after the first render (content that loads later) is observed too.
 */
export function useOnScreen(): { ref: (element: Element | null) => void; onScreen: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, onScreen };
}
