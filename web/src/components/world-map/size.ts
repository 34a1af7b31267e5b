/** The SVG coordinate space both map screens share (geo.ts projects into it). */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;
