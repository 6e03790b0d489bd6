import { useEffect, useState } from 'react';

/**
 * Whether a row fits its space at its natural width: `space` is the box the layout gives the
 * row, `row` the row itself, as wide as its content. Both are watched, so a narrower window and
 * longer words (another language, one more link) are noticed as soon as they are laid out.
 */
export function useFits() {
  const [space, spaceRef] = useState<HTMLElement | null>(null);
  const [row, rowRef] = useState<HTMLElement | null>(null);
  const [fits, setFits] = useState(true);

  useEffect(() => {
    if (space === null || row === null) return;
    const observer = new ResizeObserver(() => setFits(row.offsetWidth <= space.clientWidth));
    observer.observe(space);
    observer.observe(row);
    return () => observer.disconnect();
  }, [space, row]);

  return { fits, spaceRef, rowRef };
}
