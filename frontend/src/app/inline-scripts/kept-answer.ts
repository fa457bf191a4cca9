// The join page's inline script (scripts/inline-scripts.mjs builds it; the server sends it after the answer's card).
import { keepJoinAnswer } from '@/features/rsvps/keep-answer-script';

keepJoinAnswer(document.currentScript);
