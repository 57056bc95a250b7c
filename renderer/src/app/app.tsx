import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../shared/api';
import { i18next } from '../shared/i18n';
import { StatusGate } from '../features/status';
import { AppRouter } from './router';

export function App() {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={queryClient}>
          <StatusGate>
            <AppRouter />
          </StatusGate>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
