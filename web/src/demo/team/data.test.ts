import { describe, expect, test } from 'bun:test';
import { teamDemoMembers, teamDemoStatistics } from './data';

describe('team demo data', () => {
  test('six members and the statistics of product §9: 69 projects, 15 awards, 4.8 rating', () => {
    expect(teamDemoMembers.length).toBe(6);
    expect(teamDemoStatistics).toEqual({
      members: 6,
      departments: 5,
      activeProjects: 69,
      awards: 15,
      rating: 4.8,
    });
  });
});
