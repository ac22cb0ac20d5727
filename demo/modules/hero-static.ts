// The animated hero's page with its animation classes and data removed: the Lighthouse baseline for it.
import type { DemoModule } from '../pages/types';
import { hero, heroCss } from './hero';

const demo: DemoModule = {
  name: 'hero-static',
  title: 'Hero without animations',
  kitchenSink: false,
  order: 99,
  html: hero(false),
  css: heroCss,
};
export default demo;
