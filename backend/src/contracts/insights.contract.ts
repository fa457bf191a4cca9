// Responses of the planning help: GET /api/events/{id}/insights and GET /api/events/{id}/dish-suggestions.
// The deterministic engine that fills them lives in backend/src/insights/.

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type { InsightKind, InsightSeverity, InsightItem, EventInsights, DishSuggestion } from './responses.contract';
