// The bare route of bench/http.ts, in a process of its own: a Fastify server answering each measured path with the
// very bytes the app answered it (received over IPC), with nothing between the request and them.
import Fastify from 'fastify';
import type { BenchPage } from './http-servers.ts';
import { answerCpuQuestions } from './process-cpu.ts';

if (!process.send) throw new Error('bench/http.ts starts this process with an IPC channel');
const pages = await new Promise<BenchPage[]>((done) => process.once('message', (message) => done(message as BenchPage[])));
const bare = Fastify();
for (const { path, body, contentType } of pages) {
  bare.get(path.split('?')[0]!, (_request, reply) => reply.type(contentType).send(body));
}
process.send(await bare.listen({ port: 0, host: '127.0.0.1' }));
answerCpuQuestions();
process.once('disconnect', () => void bare.close().finally(() => process.exit(0)));
