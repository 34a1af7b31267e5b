/**
 * What other parts of the web app use of investor protection (issue 35): the gate and the warning of the
 * investment dialog, the settings' application, and the test's questions and explanations by id (the farm's
 * knowledge quest shows them too).
 */
export { InvestGate } from './InvestGate';
export { type InvestProtection, LargeAmountWarning, useInvestProtection } from './LargeAmountWarning';
export { QUESTION_TEXTS, type QuestionTexts } from './questionTexts';
export { CRITERION_TEXTS, SophisticatedSection } from './SophisticatedSection';
