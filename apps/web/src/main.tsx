import './app/zod-without-eval.ts';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { languageReady } from './shared/i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The first render waits for the stored language's catalogue (Persian is at hand; another is a chunk to load).
void languageReady.then(() => createRoot(container).render(<App />));
registerServiceWorker();
