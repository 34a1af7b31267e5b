/**
 * The farm's hand-drawn pictures (issue 22): the tree in its four growth stages, the beehive with its honey
 * and the chicken coop with its waiting eggs. Plain SVG coloured through the CSS variables of farm.css, so
 * the light and the dark theme each have their own palette. Decorative: the buttons around them are named.
 */
import type { GrowthStage } from '@wurzelwerk/farm-engine';
import type { ReactElement } from 'react';

/** How many of the few drawable things (honey jars, eggs) an amount shows: 0 for none, up to `max`. */
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

function Ground() {
  return <ellipse className="farm-art-ground" cx="80" cy="148" rx="70" ry="10" />;
}

function Sapling() {
  return (
    <>
      <path className="farm-art-trunk" d="M78 148 C79 130 80 120 80 104 L83 104 C83 120 82 132 83 148 Z" />
      <path className="farm-art-leaf" d="M81 108 C66 104 58 92 60 82 C72 84 80 94 81 108 Z" />
      <path className="farm-art-leaf-light" d="M82 104 C94 98 104 88 102 76 C90 78 82 90 82 104 Z" />
      <circle className="farm-art-leaf" cx="81" cy="100" r="4" />
    </>
  );
}

function YoungTree() {
  return (
    <>
      <path className="farm-art-trunk" d="M74 148 C76 124 77 104 77 86 L85 86 C85 104 86 124 88 148 Z" />
      <circle className="farm-art-leaf" cx="81" cy="70" r="30" />
      <circle className="farm-art-leaf-light" cx="72" cy="62" r="14" />
      <circle className="farm-art-fruit" cx="94" cy="78" r="3.5" />
    </>
  );
}

function AdultTree() {
  return (
    <>
      <path
        className="farm-art-trunk"
        d="M68 148 C72 128 73 108 72 84 L88 84 C87 108 88 128 94 148 Z M80 104 L98 90 L100 94 L84 110 Z"
      />
      <circle className="farm-art-leaf" cx="58" cy="70" r="26" />
      <circle className="farm-art-leaf" cx="104" cy="70" r="26" />
      <circle className="farm-art-leaf" cx="81" cy="46" r="32" />
      <circle className="farm-art-leaf-light" cx="70" cy="38" r="14" />
      <circle className="farm-art-fruit" cx="60" cy="76" r="4" />
      <circle className="farm-art-fruit" cx="100" cy="62" r="4" />
      <circle className="farm-art-fruit" cx="88" cy="80" r="4" />
    </>
  );
}

function AncientTree() {
  return (
    <>
      <path
        className="farm-art-trunk"
        d="M56 148 C66 138 68 118 66 84 L96 84 C94 118 96 138 106 148 C96 146 88 142 81 136 C74 142 66 146 56 148 Z"
      />
      <circle className="farm-art-leaf" cx="44" cy="66" r="26" />
      <circle className="farm-art-leaf" cx="118" cy="66" r="26" />
      <circle className="farm-art-leaf" cx="60" cy="38" r="28" />
      <circle className="farm-art-leaf" cx="102" cy="38" r="28" />
      <circle className="farm-art-leaf" cx="81" cy="24" r="22" />
      <circle className="farm-art-leaf-light" cx="70" cy="30" r="12" />
      <circle className="farm-art-leaf-light" cx="110" cy="58" r="10" />
      {/* The wise face: closed eyes, a calm smile and a beard of moss. */}
      <path className="farm-art-line" d="M72 102 q4 4 8 0 M84 102 q4 4 8 0 M76 114 q6 5 12 0" />
      <path className="farm-art-moss" d="M74 118 C76 132 80 136 82 136 C84 136 88 132 90 118 Z" />
      <circle className="farm-art-sparkle" cx="36" cy="30" r="3" />
      <circle className="farm-art-sparkle" cx="128" cy="34" r="3" />
      <circle className="farm-art-sparkle" cx="82" cy="-2" r="3" />
    </>
  );
}

const TREES = {
  sapling: Sapling,
  youngTree: YoungTree,
  adultTree: AdultTree,
  ancientTree: AncientTree,
} as const satisfies Record<GrowthStage, () => ReactElement>;

export function TreeArt({ stage }: { stage: GrowthStage }) {
  const Tree = TREES[stage];
  return (
    <svg
      className="farm-art"
      viewBox="0 -10 160 170"
      aria-hidden
      data-stage={stage}
      data-testid="farm-tree-art"
    >
      <Ground />
      <Tree />
    </svg>
  );
}

export function HiveArt({ honey }: { honey: number }) {
  const jars = drawnCount(honey, HONEY_STEPS);
  return (
    <svg className="farm-art" viewBox="0 0 160 130" aria-hidden data-jars={jars} data-testid="farm-hive-art">
      <ellipse className="farm-art-ground" cx="80" cy="120" rx="66" ry="8" />
      <rect className="farm-art-wood" x="52" y="104" width="56" height="14" rx="3" />
      {[0, 1, 2, 3].map((ring) => (
        <rect
          key={ring}
          className="farm-art-hive"
          x={44 + ring * 6}
          y={86 - ring * 18}
          width={72 - ring * 12}
          height="20"
          rx="10"
        />
      ))}
      <path className="farm-art-hive" d="M68 36 C70 24 90 24 92 36 Z" />
      <path className="farm-art-door" d="M72 106 C72 94 88 94 88 106 Z" />
      <g className="farm-art-bee">
        <ellipse cx="124" cy="40" rx="7" ry="5" />
        <path className="farm-art-line" d="M122 36 v8 M126 36 v8" />
      </g>
      <g className="farm-art-bee">
        <ellipse cx="36" cy="58" rx="6" ry="4" />
      </g>
      {JAR_SPOTS.slice(0, jars).map((x) => (
        <g key={x} transform={`translate(${x} 98)`}>
          <rect className="farm-art-jar" x="0" y="0" width="12" height="16" rx="3" />
          <rect className="farm-art-honey" x="1.5" y="5" width="9" height="10" rx="2" />
        </g>
      ))}
      {jars > 0 && <path className="farm-art-honey" d="M96 66 q2 8 0 10 q-2 -2 0 -10 Z" />}
    </svg>
  );
}

export function CoopArt({ eggs }: { eggs: number }) {
  const drawn = drawnCount(eggs, EGG_STEPS);
  return (
    <svg className="farm-art" viewBox="0 0 160 130" aria-hidden data-eggs={drawn} data-testid="farm-coop-art">
      <ellipse className="farm-art-ground" cx="80" cy="120" rx="70" ry="8" />
      <rect className="farm-art-wood" x="34" y="54" width="76" height="60" rx="4" />
      <path className="farm-art-roof" d="M26 58 L72 22 L118 58 Z" />
      <path className="farm-art-door" d="M60 114 L60 84 C60 76 84 76 84 84 L84 114 Z" />
      <rect className="farm-art-window" x="90" y="66" width="12" height="12" rx="2" />
      {/* The hen beside the coop. */}
      <ellipse className="farm-art-hen" cx="128" cy="102" rx="15" ry="12" />
      <circle className="farm-art-hen" cx="138" cy="88" r="7" />
      <path className="farm-art-comb" d="M135 81 q3 -5 6 0 q3 -4 4 2 Z" />
      <path className="farm-art-beak" d="M144 88 l6 2 l-6 2 Z" />
      <path className="farm-art-straw" d="M28 116 C40 108 60 108 72 116 Z" />
      {EGG_SPOTS.slice(0, drawn).map(([x, y]) => (
        <ellipse key={`${x},${y}`} className="farm-art-egg" cx={x} cy={y} rx="5" ry="6.5" />
      ))}
    </svg>
  );
}

/** The dialogs' picture: a burst of leaves and stars behind the subject. */
export function CelebrationArt({ stage }: { stage?: GrowthStage }) {
  return (
    <div className="farm-celebration" aria-hidden>
      <svg className="farm-celebration-burst" viewBox="0 0 160 160" aria-hidden>
        {RAY_ANGLES.map((angle) => (
          <rect
            key={angle}
            className={angle % 60 ? 'farm-art-sparkle' : 'farm-art-leaf-light'}
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
            className="farm-art-sparkle"
            d="M80 30 L92 64 L128 64 L99 86 L110 120 L80 99 L50 120 L61 86 L32 64 L68 64 Z"
          />
        </svg>
      )}
    </div>
  );
}
