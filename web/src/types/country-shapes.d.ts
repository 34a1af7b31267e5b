/** The world map's country shapes, projected at build time (web/countryShapes.ts, decision 0111). */
declare module 'virtual:country-shapes' {
  export const countryShapes: readonly { id: string; d: string }[];
}
