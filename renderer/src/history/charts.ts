/** Chart.js, registered once with only the pieces the statistics screens draw, in the app's dark colours. */
import { BarElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Title, Tooltip } from 'chart.js';

Chart.register(CategoryScale, LinearScale, LineElement, PointElement, BarElement, Legend, Tooltip, Title);
Chart.defaults.color = '#b4b8c2';
Chart.defaults.borderColor = '#3a404d';
Chart.defaults.font.size = 14;
Chart.defaults.animation = false;

/** Distinct line colours; lines also differ by dash and point shape, so colour is never the only cue. */
export const SERIES_STYLES = [
  { color: '#f0b429', dash: [], point: 'circle' },
  { color: '#7cc4ff', dash: [6, 4], point: 'rect' },
  { color: '#ff6b6b', dash: [2, 3], point: 'triangle' },
  { color: '#5fd38d', dash: [10, 4, 2, 4], point: 'rectRot' },
  { color: '#c792ea', dash: [], point: 'star' },
  { color: '#ffb454', dash: [4, 4], point: 'crossRot' },
] as const;
