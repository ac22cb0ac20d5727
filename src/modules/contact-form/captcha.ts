// The captcha: the answer must be the sum of the two numbers the server printed; a wrong (non-empty) answer
// gets two new numbers from 1 to 15 and a cleared input. An empty answer is the required-field check's.
import { CAPTCHA_MAX, CAPTCHA_MIN } from '../../scheduler/constants';

export function captchaCorrect(first: number, second: number, answer: string): boolean {
  return answer.trim() !== '' && Number(answer.trim()) === first + second;
}

export function rollDigit(random: () => number = Math.random): number {
  return Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1)) + CAPTCHA_MIN;
}
