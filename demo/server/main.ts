// `npm start`: serve the demo at http://127.0.0.1:8080 (PORT overrides).
import { startDemoServer } from './server';

const server = await startDemoServer({ port: Number(process.env.PORT ?? 8080), testRoutes: process.env.LP_TEST_ROUTES === '1' });
console.log(`Lightpage demo serving at ${server.url}/`);
