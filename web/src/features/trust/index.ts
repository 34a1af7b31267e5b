/** The investor-protection pages (issue 35): what other folders may use of them. */
export { ComplaintForm } from './ComplaintForm';
