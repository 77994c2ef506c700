// The e-mail settings feature's public face: the section app/ puts on an existing client's page (issue 30), exported
// as a loader so the first page does not carry it.
export const loadEmailSettingsSection = () =>
  import('./components/email-settings-section').then((module) => module.EmailSettingsSection);
