import { text } from '../scenarios/hostile';
import { generatedPeople, teacherIds } from './world/people';
import { randomFor } from './world/random';
import { createTable } from './table';

/** A teacher's public profile; the id is the teacher's user id. */
export type TeacherRow = {
  id: number;
  bio: string;
  bio_en: string;
  qualifications: string[];
  experience_years: number;
};

const QUALIFICATIONS = ['CELTA', 'DELTA', 'TKT', 'CPE', 'TYLT', 'IELTS 8.0'];

export const teachers = createTable<TeacherRow>('teachers', () => {
  const random = randomFor('teachers');
  return teacherIds(generatedPeople()).map((id) => {
    const years = random.int(2, 18);
    return {
      id,
      bio: text(`Викладаю англійську ${years} років. Люблю розмовні заняття й живу мову.`),
      bio_en: text(`I have taught English for ${years} years and love lively, conversation-led lessons.`),
      qualifications: random.shuffle(QUALIFICATIONS).slice(0, random.int(1, 3)),
      experience_years: years,
    };
  });
});
