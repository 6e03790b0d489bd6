import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import '@/app/focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { initI18n } from '@/shared/lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

// Translations come first, so no screen ever flashes raw keys or the wrong language.
await initI18n();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
