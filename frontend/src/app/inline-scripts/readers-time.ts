// The join page's inline script after the event's time (scripts/inline-scripts.mjs builds it).
import { showReadersTime } from '@/components/readers-time-script';

showReadersTime(document.currentScript);
