import cluster from 'node:cluster';
import { serverProcesses, superviseServers } from './processes';

// SERVER_PROCESSES > 1 (PostgreSQL): this process supervises that many servers on one port;
// otherwise it is the server.
const count = cluster.isPrimary ? serverProcesses() : 1;
if (count > 1) superviseServers(count);
else await import('./serve');
