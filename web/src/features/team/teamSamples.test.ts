import { describe, expect, test } from 'bun:test';
import { demoTeam, membersByDepartment, teamNumbers, teamPageMembers, teamStatistics } from './teamSamples';

describe('team samples', () => {
  test('the demo has six members and the statistics of spec §9: 69 projects, 15 awards, 4.8 rating', () => {
    expect(demoTeam.length).toBe(6);
    const stats = teamStatistics(demoTeam);
    expect(stats).toEqual({ members: 6, departments: 5, activeProjects: 69, awards: 15, rating: 4.8 });
  });

  test('statistics follow the members', () => {
    const two = demoTeam.slice(0, 2);
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

  test('every member has every field, in both languages', () => {
    for (const member of demoTeam) {
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
    const groups = membersByDepartment(demoTeam);
    expect(groups.flatMap((g) => g.members).length).toBe(demoTeam.length);
    expect(groups.every((g) => g.members.every((m) => m.department === g.department))).toBe(true);
  });

  test('the team page: two members and the numbers of spec §9', () => {
    expect(teamPageMembers.map((m) => m.name)).toEqual(['Lena Berger', 'Jonas Keller']);
    expect(teamPageMembers.every((m) => m.joinedYear === 2020 && m.expertise.length > 0)).toBe(true);
    expect(teamNumbers).toEqual({ founded: 2020, environmentalProjects: 15, treesPlanted: 50_000 });
  });
});
