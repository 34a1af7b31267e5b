/** A clickable producer (tree, beehive, chicken coop) with its floating reward texts above it. */
import { ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FloatingMarker } from './useFloatingMarkers';
import './farm.css';

interface ProducerProps {
  /** The button's accessible name, e.g. "Baum anklicken". */
  label: string;
  icon: ReactNode;
  color: string;
  size: number;
  markers: FloatingMarker[];
  onClick: () => void;
}

export function Producer({ label, icon, color, size, markers, onClick }: ProducerProps) {
  return (
    <div className="farm-producer">
      <UnstyledButton className="farm-producer-button" aria-label={label} onClick={onClick}>
        <ThemeIcon size={size} radius={size} variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </UnstyledButton>
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
