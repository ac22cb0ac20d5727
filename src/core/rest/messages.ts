// The client's own error messages (spec §8, api-fetch 7.29 wording) and the de_DE translation WordPress
// ships for them (contracts §3.4). German when the page is: WordPress prints de_DE (and de_DE_formal)
// as <html lang="de-DE">; other German locales get the de_DE text too, which beats English for them.
import { REST_FETCH_ALL_MAX_PAGES } from '../../scheduler/constants';
import type { APIFetchError } from './types';

const MESSAGES = {
  fetch_error: ['You are probably offline.', 'Du bist wahrscheinlich offline.'],
  invalid_json: ['The response is not a valid JSON response.', 'Die Antwort ist keine gültige JSON-Antwort.'],
  unknown_error: ['An unknown error occurred.', 'Ein unbekannter Fehler ist aufgetreten.'],
  // Ours (api-fetch has no limit), so WordPress ships no translation: the German is our own.
  fetch_all_limit: [
    `Stopped after ${REST_FETCH_ALL_MAX_PAGES} pages: the server kept linking to more.`,
    `Nach ${REST_FETCH_ALL_MAX_PAGES} Seiten abgebrochen: Der Server verweist immer weiter auf neue Seiten.`,
  ],
  post_process: [
    'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    'Das Hochladen der Mediendatei ist fehlgeschlagen. Wenn es sich um ein Foto oder ein großes Bild handelt, verkleinere es bitte und versuche es erneut.',
  ],
};

export type ClientErrorCode = keyof typeof MESSAGES;

/** Read at the time of the error, so a page that sets its language late still gets its own. */
export const restError = (code: ClientErrorCode): APIFetchError => ({
  code,
  message: MESSAGES[code][+/^de\b/i.test(document.documentElement.lang)],
});
