/** What other parts of the web app use of the settings: applying the saved account settings (app shell). */
export { AccountSettingsSync } from './AccountSettingsSync';
