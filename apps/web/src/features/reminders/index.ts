// The reminders feature's public face (issue 30). Whatever it shows is exported as a loader, so the first page does
// not carry it: the section app/ puts on home under the figures, and the public unsubscribe page of a digest's link.
export const loadRemindersSection = () => import('./components/reminders-section').then((module) => module.RemindersSection);
export const loadUnsubscribePage = () => import('./routes/unsubscribe-page').then((module) => module.UnsubscribePage);
