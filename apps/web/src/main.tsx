import './app/zod-without-eval.ts';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App />);
registerServiceWorker();
