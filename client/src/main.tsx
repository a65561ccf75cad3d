import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { nextTask } from './routes/preload';

/*
 * The entry: the app's code arrives with the page (the page names it for preloading,
 * build-plugins/route-pages.mts) and is evaluated in three tasks instead of one long one, so a phone's
 * main thread is never held long: React, then Apollo (./apollo-client), then the router, the
 * layouts and the app (app.tsx), which starts.
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('./apollo-client');
  await nextTask();
  const { startApp } = await import('./app');
  await nextTask();
  startApp();
}

void start();
