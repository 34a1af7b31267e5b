import { describe, expect, test } from 'bun:test';
import { sampleTeam, sampleTeamNumbers } from './sample';
import { membersByDepartment, teamMemberSchema, teamStatistics } from './team';

describe('team', () => {
  test('the sample data file is checked by the schema: a malformed record is refused', () => {
    const [member] = sampleTeam;
    expect(teamMemberSchema.safeParse(member).success).toBe(true);
    expect(teamMemberSchema.safeParse({ ...member, department: 'sales' }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, skills: ['TypeScript'] }).success).toBe(false);
  });

  test('statistics follow the members', () => {
    const two = sampleTeam.slice(0, 2);
    expect(teamStatistics(two)).toEqual({
      members: 2,
      departments: 2,
      activeProjects: 27,
      awards: 6,
      rating: 4.9,
    });
    expect(teamStatistics([])).toEqual({
      members: 0,
      departments: 0,
      activeProjects: 0,
      awards: 0,
      rating: 0,
    });
  });

  test('every sample member has every field, in both languages', () => {
    for (const member of sampleTeam) {
      for (const text of [member.role, member.bio, member.level]) {
        expect(text.de.trim()).not.toBe('');
        expect(text.en.trim()).not.toBe('');
      }
      for (const list of [member.skills, member.achievements, member.languages, member.hobbies]) {
        expect(list.length).toBeGreaterThan(0);
      }
      expect(member.email).toMatch(/^[a-z.]+@wurzelwerk\.example$/);
      expect(Number.isNaN(Date.parse(member.joinDate))).toBe(false);
      expect(member.rating).toBeLessThanOrEqual(5);
    }
  });

  test('departments group every member once', () => {
    const groups = membersByDepartment(sampleTeam);
    expect(groups.flatMap((g) => g.members).length).toBe(sampleTeam.length);
    expect(groups.every((g) => g.members.every((m) => m.department === g.department))).toBe(true);
  });

  test('the team page: the two founders, who joined in 2020, and the numbers of product §9', () => {
    const founders = sampleTeam.slice(0, 2);
    expect(founders.map((m) => m.name)).toEqual(['Lena Berger', 'Jonas Keller']);
    expect(founders.every((m) => m.joinDate.startsWith('2020') && m.skills.length > 0)).toBe(true);
    expect(sampleTeamNumbers).toEqual({ founded: 2020, environmentalProjects: 15, treesPlanted: 50_000 });
  });
});
