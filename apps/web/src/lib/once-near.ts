/**
 * Calls `near` once `el` is rendered within `margin` of the viewport (`'0px'`: once it is in it). An element hidden
 * by `display: none` is never near until it is shown. Without IntersectionObserver, `near` is called at once.
 * Answers the way to stop watching (an effect's cleanup).
 */
export function onceNear(el: Element, margin: string, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: margin },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
