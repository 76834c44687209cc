export { BusinessEvents } from './business-events.ts';
export { eventAudience, type EventAudience } from './event-audience.ts';
export { registerRealtimeRoutes } from './routes.ts';
