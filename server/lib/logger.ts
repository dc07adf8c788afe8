// Structured JSON logs (pino). Credentials never reach a log line: request bodies are not logged
// and the redact list covers the header and fields where they could appear.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'noctua' },
    redact: {
      paths: [
        'password',
        '*.password',
        'oldPassword',
        '*.oldPassword',
        'token',
        '*.token',
        'accessToken',
        '*.accessToken',
        'authorization',
        '*.authorization',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}
