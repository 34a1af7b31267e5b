/**
 * A livestream's video (issue 20): an HLS playlist (`.m3u8`) plays natively where the browser can (Safari)
 * and through hls.js elsewhere — its light build, fetched only when such a stream is played — and any other
 * address (a video file) plays natively. It starts at once: it is shown after a click on the play button.
 */
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DANGER_FILL } from './danger';

/** Whether an address is an HLS playlist: its path ends in `.m3u8` (query and fragment aside). */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(url);
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Attaches `url` to the video; answers how to let go of it again. */
async function attach(video: HTMLVideoElement, url: string, onFatal: () => void): Promise<() => void> {
  if (!isHlsUrl(url) || video.canPlayType(HLS_TYPE)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  // The light build (no subtitles, alternative audio or DRM); its types are the full build's.
  const { default: Hls } = (await import('hls.js/light')) as typeof import('hls.js');
  if (!Hls.isSupported()) {
    onFatal();
    return () => {};
  }
  // No worker: hls.js would start it from a blob: script, which the Content-Security-Policy refuses.
  const hls = new Hls({ enableWorker: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

interface StreamVideoProps {
  url: string;
  title: string;
  /** Told when the video starts and stops playing (the viewers' heartbeat; issue 36). */
  onPlaying?: (playing: boolean) => void;
}

export function StreamVideo({ url, title, onPlaying }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  const told = useRef(onPlaying);
  told.current = onPlaying;
  // Leaving (the card closes, the page changes) stops the viewer's count too.
  useEffect(() => () => told.current?.(false), []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let release: (() => void) | undefined;
    let gone = false;
    const fail = () => setFailed(true);
    void attach(video, url, fail).then((detach) => {
      if (gone) return detach();
      release = detach;
      // Shown after a click on play: the browser lets it start with its sound.
      video.play().catch(() => undefined);
    }, fail);
    return () => {
      gone = true;
      release?.();
    };
  }, [url]);

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a live picture of a place, without speech to caption */}
      <video
        ref={ref}
        controls
        playsInline
        // A file plays as a loop, as a camera's picture goes on (the sample streams' loops; issue 36).
        loop={!isHlsUrl(url)}
        onPlaying={() => told.current?.(true)}
        onPause={() => told.current?.(false)}
        onEnded={() => told.current?.(false)}
        aria-label={title}
        onError={() => {
          setFailed(true);
          told.current?.(false);
        }}
        style={{ width: '100%', height: '100%', background: '#000', display: 'block' }}
      />
      {failed && (
        <Text role="alert" size="sm" c={DANGER_FILL} bg="white" p={4} pos="absolute" bottom={48} left={8}>
          <FormattedMessage id="streams.player.failed" />
        </Text>
      )}
    </>
  );
}
