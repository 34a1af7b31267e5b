/**
 * The farm's hand-drawn pictures (issue 22): the tree in its four growth stages, the beehive with its honey
 * and the chicken coop with its waiting eggs. Plain SVG painted with the CSS variables of farmPalette.css
 * (`--farm-<paint>`), so the light and the dark theme each have their own palette. Decorative: the buttons
 * around them are named.
 */
import type { GrowthStage } from '@wurzelwerk/farm-engine';
import type { ReactNode } from 'react';
import shapes from './farmShapes.json';
import './farmPalette.css';

/** How many of the few drawable things (honey jars, eggs) an amount shows: one per step reached. */
export function drawnCount(amount: number, steps: readonly number[]): number {
  return steps.filter((step) => amount >= step).length;
}

const HONEY_STEPS = [1, 100, 1000] as const;
const EGG_STEPS = [1, 2, 3, 4, 5, 6] as const;
/** Where each jar beside the hive and each egg in the straw is drawn, in order. */
const JAR_SPOTS = [110, 124, 138] as const;
const EGG_SPOTS = [
  [36, 110],
  [48, 110],
  [60, 110],
  [36, 103],
  [48, 103],
  [60, 103],
] as const;
const RAY_ANGLES = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330] as const;

/** A shape of a picture: a circle (cx, cy, r) or a path, filled with a paint of farmPalette.css. */
type Shape =
  | readonly [paint: string, cx: number, cy: number, r: number]
  | readonly [paint: string, d: string];

/**
 * The pictures' shapes (farmShapes.json): each stage's tree — a trunk, then its crown, growing from two
 * leaves to a wise old giant with a face (closed eyes, a smile, a beard of moss) — the hive and the coop
 * with its hen.
 */
const SHAPES = shapes as unknown as {
  trees: Record<GrowthStage, readonly Shape[]>;
  hive: readonly Shape[];
  coop: readonly Shape[];
};

const paint = (name: string) => `var(--farm-${name})`;
/** Paints whose shapes get an outline, so stacked parts stay apart. */
const OUTLINES: Record<string, string> = { hive: 'hive-edge', hen: 'egg-edge' };

/** The shapes in order; "line" is drawn as a stroke (the wise tree's face). */
function Shapes({ shapes }: { shapes: readonly Shape[] }) {
  return shapes.map((shape) => {
    const [name] = shape;
    const key = shape.join(' ');
    if (shape.length === 4)
      return <circle key={key} fill={paint(name)} cx={shape[1]} cy={shape[2]} r={shape[3]} />;
    if (name === 'line')
      return (
        <path
          key={key}
          d={shape[1]}
          fill="none"
          stroke={paint(name)}
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      );
    const outline = OUTLINES[name];
    return (
      <path
        key={key}
        d={shape[1]}
        fill={paint(name)}
        {...(outline && { stroke: paint(outline), strokeWidth: 2 })}
      />
    );
  });
}

export function TreeArt({ stage }: { stage: GrowthStage }) {
  return (
    <svg
      className="farm-art"
      viewBox="0 -10 160 170"
      aria-hidden
      data-stage={stage}
      data-testid="farm-tree-art"
    >
      <ellipse fill={paint('ground')} cx="80" cy="148" rx="70" ry="10" />
      <Shapes shapes={SHAPES.trees[stage]} />
    </svg>
  );
}

/** A building's picture: its shapes, then what it holds (drawn over them). */
function Building({
  shapes,
  name,
  children,
}: {
  shapes: readonly Shape[];
  name: string;
  children: ReactNode;
}) {
  return (
    <svg className="farm-art" viewBox="0 0 160 130" aria-hidden data-testid={`farm-${name}-art`}>
      <Shapes shapes={shapes} />
      {children}
    </svg>
  );
}

/** The hive with its bees and one honey jar per step of honey made. */
export function HiveArt({ honey }: { honey: number }) {
  const jars = drawnCount(honey, HONEY_STEPS);
  return (
    <Building shapes={SHAPES.hive} name="hive">
      <ellipse className="farm-art-bee" fill={paint('sparkle')} cx="124" cy="40" rx="7" ry="5" />
      <ellipse className="farm-art-bee" fill={paint('sparkle')} cx="36" cy="58" rx="6" ry="4" />
      {JAR_SPOTS.slice(0, jars).map((x) => (
        <g key={x} transform={`translate(${x} 98)`} data-jar>
          <rect fill={paint('jar')} width="12" height="16" rx="3" />
          <rect fill={paint('honey')} x="1.5" y="5" width="9" height="10" rx="2" />
        </g>
      ))}
      {jars > 0 && <path fill={paint('honey')} d="M96 66 q2 8 0 10 q-2 -2 0 -10 Z" />}
    </Building>
  );
}

/** The coop with its hen and one egg in the straw per egg waiting (up to six). */
export function CoopArt({ eggs }: { eggs: number }) {
  const egg = { fill: paint('egg'), stroke: paint('egg-edge'), strokeWidth: 1.5, rx: 5, ry: 6.5 };
  return (
    <Building shapes={SHAPES.coop} name="coop">
      {EGG_SPOTS.slice(0, drawnCount(eggs, EGG_STEPS)).map(([x, y]) => (
        <ellipse key={`${x},${y}`} data-egg cx={x} cy={y} {...egg} />
      ))}
    </Building>
  );
}

/** The dialogs' picture: a slowly turning burst of leaves and sparks behind the tree or a star. */
export function CelebrationArt({ stage }: { stage?: GrowthStage }) {
  return (
    <div className="farm-celebration" data-testid="farm-celebration" aria-hidden>
      <svg className="farm-celebration-burst" viewBox="0 0 160 160" aria-hidden>
        {RAY_ANGLES.map((angle) => (
          <rect
            key={angle}
            fill={paint(angle % 60 ? 'sparkle' : 'leaf-light')}
            x="78"
            y="6"
            width="4"
            height="22"
            rx="2"
            transform={`rotate(${angle} 80 80)`}
          />
        ))}
      </svg>
      {stage ? (
        <TreeArt stage={stage} />
      ) : (
        <svg className="farm-art" viewBox="0 0 160 160" aria-hidden>
          <path
            fill={paint('sparkle')}
            d="M80 30 L92 64 L128 64 L99 86 L110 120 L80 99 L50 120 L61 86 L32 64 L68 64 Z"
          />
        </svg>
      )}
    </div>
  );
}
