/** Building blocks of the public pages: intro, sections, icon cards, figures, the closing call to action. */
export { CallToAction, type CallToActionLink } from './CallToAction';
export { type FigureItem, Figures, usePlatformFigures } from './Figures';
export { type IconCardItem, IconCards, IconList, iconItems } from './IconCards';
export { PageIntro } from './PageIntro';
export { Section } from './Section';
