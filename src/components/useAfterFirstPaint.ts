import { useEffect, useState } from 'react';

/**
 * False while the caller's first frame is being drawn, true from the next task after it: a
 * requestAnimationFrame callback runs just before that frame is drawn, and a task it posts runs
 * once the frame is done. A part mounted only when this is true costs the frame that shows its
 * container nothing (where there are no frames, the task follows at once).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      reveal();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(reveal);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
