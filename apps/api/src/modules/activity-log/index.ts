export { actorOf, apiPlatform } from './actor.ts';
export { describeChanges, logValues, logWritten, writeLog, writeLogs, type Actor, type LogEntry, type LogValues } from './write-log.ts';
export { loggedRecords, type LoggedRecord } from './logged-record.ts';
export { registerActivityLogRoutes } from './routes.ts';
