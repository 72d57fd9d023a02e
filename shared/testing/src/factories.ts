/**
 * Test data, one factory per entity (docs/testing.md): a test names only the fields it is
 * about, and a field added to a contract gets its test default in one place.
 */
export { SPEC_EVENT_FIELDS, TEST_LINEUP, testEvent, testEventData, testEventEveryField } from './event';
export { testGroupData } from './group';
export { testSeriesData } from './series';
export { testRegistration } from './user';
