import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/status.json';
import uk from '../../i18n/locales/uk/status.json';
import { statusCatalogue, statusValues, statusVocabularies } from './catalogue';

describe('the status catalogue', () => {
  it.each(statusVocabularies)('has a Ukrainian and an English label for every %s value', (vocabulary) => {
    const labels = [uk.status, en.status].map(
      (all) => (all as Record<string, Record<string, string>>)[vocabulary],
    );
    for (const value of statusValues(vocabulary)) {
      for (const set of labels) expect(set?.[value], `${vocabulary}.${value}`).toBeTruthy();
    }
    expect(Object.keys(labels[0] ?? {})).toEqual(Object.keys(statusCatalogue[vocabulary]));
  });

  it('holds every work status of an assigned task', () => {
    expect(statusValues('assignedTask')).toEqual([
      'not_opened',
      'not_written',
      'in_progress',
      'need_review',
      'in_review',
      'need_edits',
      'completed',
      'sent',
      'missed',
      'test_missed',
      'incomplete',
    ]);
  });
});
