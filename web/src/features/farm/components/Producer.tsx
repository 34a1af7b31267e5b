/**
 * A clickable producer (tree, beehive, chicken coop): its picture, which bounces on each click, and its
 * floating reward texts rising from it. Only transforms and opacity animate (smooth on a phone); with
 * reduced motion nothing moves (farm.css).
 */
import { UnstyledButton } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { FloatingMarker } from './useFloatingMarkers';
import './farm.css';

interface ProducerProps {
  /** The button's accessible name, e.g. "Baum anklicken"; without onClick the picture is only shown. */
  label?: string;
  art: ReactNode;
  markers?: FloatingMarker[];
  onClick?: () => void;
}

export function Producer({ label, art, markers = [], onClick }: ProducerProps) {
  // Each click remounts the picture's wrapper, which restarts its bounce animation.
  const [bounces, setBounces] = useState(0);
  const picture = (
    <span key={bounces} className={bounces > 0 ? 'farm-producer-art farm-bounce' : 'farm-producer-art'}>
      {art}
    </span>
  );
  return (
    <div className="farm-producer">
      {onClick ? (
        <UnstyledButton
          className="farm-producer-button"
          aria-label={label}
          onClick={() => {
            setBounces((count) => count + 1);
            onClick();
          }}
        >
          {picture}
        </UnstyledButton>
      ) : (
        picture
      )}
      <div className="farm-markers" aria-live="polite">
        {markers.map((marker) => (
          // Markers of quick clicks fan out a little instead of covering each other.
          <span
            key={marker.id}
            className="farm-marker"
            data-testid="farm-marker"
            style={{ marginLeft: ((marker.id % 3) - 1) * 28 }}
          >
            {marker.text}
          </span>
        ))}
      </div>
    </div>
  );
}
