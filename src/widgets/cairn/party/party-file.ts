/** Moved to src/rules/cairn/party-file.ts; kept for tests/property/saved-files.property.test.ts until it imports from there. */
export * from '../../../rules/cairn/party-file';
