export { actorOf } from './actor.ts';
export { describeChanges, logWritten, writeLog, type Actor, type LogEntry } from './write-log.ts';
export { registerActivityLogRoutes } from './routes.ts';
