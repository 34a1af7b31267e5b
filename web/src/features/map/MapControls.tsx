/**
 * The project map's toolbar (product §2.6): zoom in and out, layers, reset. Zoom changes the SVG viewBox;
 * a zoomed view stays inside the map.
 */
import { ActionIcon, Checkbox, Group, Popover, Stack, Tooltip } from '@mantine/core';
import { IconFocusCentered, IconStack2, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MAP_HEIGHT, MAP_WIDTH, project } from '../../components/world-map/geo';
import type { MessageId } from '../../i18n/messages';
import type { Layers, ViewBox } from './ProjectMapCanvas';

export const FULL_VIEW: ViewBox = { x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT };
const ZOOM_STEP = 1.6;
const MAX_ZOOM = 16;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A view of the given width centred on (cx, cy), kept inside the map. */
export function viewAround(cx: number, cy: number, w: number): ViewBox {
  const width = clamp(w, MAP_WIDTH / MAX_ZOOM, MAP_WIDTH);
  const height = (width * MAP_HEIGHT) / MAP_WIDTH;
  return {
    x: clamp(cx - width / 2, 0, MAP_WIDTH - width),
    y: clamp(cy - height / 2, 0, MAP_HEIGHT - height),
    w: width,
    h: height,
  };
}

/** The widest the view around the projects starts (two zoom steps in remain). */
const HOME_ZOOM = 6;

/**
 * The view the map starts in and returns to (issue 36): around all the projects, with room around them
 * for their markers, at most zoomed HOME_ZOOM times; the whole map without any.
 */
export function viewOfAll(points: readonly { lat: number; lng: number }[]): ViewBox {
  if (points.length === 0) return FULL_VIEW;
  const placed = points.map((p) => project(p.lat, p.lng));
  const xs = placed.map(([x]) => x);
  const ys = placed.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const width = Math.max(maxX - minX, ((maxY - minY) * MAP_WIDTH) / MAP_HEIGHT) * 3;
  return viewAround((minX + maxX) / 2, (minY + maxY) / 2, Math.max(width, MAP_WIDTH / HOME_ZOOM));
}

const sameView = (a: ViewBox, b: ViewBox) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

export function MapControls({
  view,
  home,
  onView,
  layers,
  onLayers,
}: {
  view: ViewBox;
  /** Where "reset view" goes: around the projects. */
  home: ViewBox;
  onView: (view: ViewBox) => void;
  layers: Layers;
  onLayers: (layers: Layers) => void;
}) {
  const intl = useIntl();
  const centre = { x: view.x + view.w / 2, y: view.y + view.h / 2 };
  const zoomed = view.w < MAP_WIDTH;
  const zoomTo = (w: number) => onView(viewAround(centre.x, centre.y, w));
  return (
    <Group gap="xs" role="toolbar" aria-label={intl.formatMessage({ id: 'map.controls' })}>
      <ControlButton
        label="map.control.zoomIn"
        disabled={view.w <= MAP_WIDTH / MAX_ZOOM + 0.001}
        onClick={() => zoomTo(view.w / ZOOM_STEP)}
      >
        <IconZoomIn size={18} />
      </ControlButton>
      <ControlButton
        label="map.control.zoomOut"
        disabled={!zoomed}
        onClick={() => zoomTo(view.w * ZOOM_STEP)}
      >
        <IconZoomOut size={18} />
      </ControlButton>
      <LayersControl layers={layers} onChange={onLayers} />
      <ControlButton label="map.control.reset" disabled={sameView(view, home)} onClick={() => onView(home)}>
        <IconFocusCentered size={18} />
      </ControlButton>
    </Group>
  );
}

function ControlButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: MessageId;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: label });
  return (
    <Tooltip label={name}>
      <ActionIcon variant="default" size="lg" aria-label={name} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const LAYER_LABELS = {
  projects: 'map.layer.projects',
  investments: 'map.layer.investments',
  livestreams: 'map.layer.livestreams',
} as const satisfies Record<keyof Layers, MessageId>;

function LayersControl({ layers, onChange }: { layers: Layers; onChange: (layers: Layers) => void }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'map.control.layers' });
  return (
    <Popover position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={name}>
          <IconStack2 size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={name}>
          {(Object.keys(LAYER_LABELS) as (keyof Layers)[]).map((key) => (
            <Checkbox
              key={key}
              label={intl.formatMessage({ id: LAYER_LABELS[key] })}
              checked={layers[key]}
              onChange={(event) => onChange({ ...layers, [key]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
