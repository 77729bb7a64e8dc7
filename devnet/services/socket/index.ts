export { createLiveServer, type LiveServer } from './liveServer';
