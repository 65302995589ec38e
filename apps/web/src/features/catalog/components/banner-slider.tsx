import type { Banner } from '@electrohub/shared/catalog';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { BANNER_AUTOPLAY_MS, BannerSlides } from './banner-parts';

export type BannerApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * The banner track on Embla (loaded on demand by `BannerCarousel`): looping, swipeable on touch screens, with
 * Embla's autoplay plugin stepping every 5 s while `autoplay` is true. The plugin's own pause rules are off:
 * `BannerCarousel` decides (the visitor's play/pause choice, pointer over it, focus in it, reduced motion).
 */
export default function BannerSlider({
  banners,
  startIndex,
  autoplay,
  advanceOnStart,
  announce,
  onReady,
  onSelect,
}: {
  banners: Banner[];
  startIndex: number;
  autoplay: boolean;
  /** Take the step that was due when Embla loaded (it loaded because autoplay was about to move). */
  advanceOnStart: boolean;
  announce: boolean;
  onReady: (api: BannerApi | undefined) => void;
  onSelect: (index: number) => void;
}) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: BANNER_AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  // Embla's duration is in its own units, not ms: 35 is close to the 0.7 s slide.
  const [viewportRef, api] = useEmblaCarousel({ loop: true, startIndex, duration: 35 }, plugins);
  const [current, setCurrent] = useState(startIndex);

  useEffect(() => {
    onReady(api);
    if (!api) return;
    const select = () => {
      setCurrent(api.selectedScrollSnap());
      onSelect(api.selectedScrollSnap());
    };
    api.on('select', select);
    if (advanceOnStart) api.scrollNext();
    return () => {
      api.off('select', select);
      onReady(undefined);
    };
    // advanceOnStart is read once, when Embla starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, onReady, onSelect]);

  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!api || !plugin) return;
    if (!autoplay) {
      plugin.stop();
      return;
    }
    plugin.play();
    // A swipe stops the plugin (stopOnInteraction); letting go starts the 5 s again.
    const resume = () => plugin.play();
    api.on('pointerUp', resume);
    return () => void api.off('pointerUp', resume);
  }, [api, autoplay]);

  return <BannerSlides banners={banners} current={current} announce={announce} viewportRef={viewportRef} />;
}
