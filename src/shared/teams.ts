// The ten IPL franchises: real names, short names, colours and home grounds.
// Logos are badges we draw ourselves from these (see server/features/teams/team-badge.ts).
export interface IplTeam {
  name: string;
  shortName: string;
  primaryColor: string;
  secondaryColor: string;
  homeVenue: string;
  city: string;
}

export const IPL_TEAMS: readonly IplTeam[] = [
  {
    name: 'Chennai Super Kings',
    shortName: 'CSK',
    primaryColor: '#F9CD05',
    secondaryColor: '#0081E9',
    homeVenue: 'M. A. Chidambaram Stadium',
    city: 'Chennai',
  },
  {
    name: 'Mumbai Indians',
    shortName: 'MI',
    primaryColor: '#004BA0',
    secondaryColor: '#D1AB3E',
    homeVenue: 'Wankhede Stadium',
    city: 'Mumbai',
  },
  {
    name: 'Royal Challengers Bengaluru',
    shortName: 'RCB',
    primaryColor: '#EC1C24',
    secondaryColor: '#2B2A29',
    homeVenue: 'M. Chinnaswamy Stadium',
    city: 'Bengaluru',
  },
  {
    name: 'Kolkata Knight Riders',
    shortName: 'KKR',
    primaryColor: '#3A225D',
    secondaryColor: '#B3A123',
    homeVenue: 'Eden Gardens',
    city: 'Kolkata',
  },
  {
    name: 'Sunrisers Hyderabad',
    shortName: 'SRH',
    primaryColor: '#FF822A',
    secondaryColor: '#000000',
    homeVenue: 'Rajiv Gandhi International Stadium',
    city: 'Hyderabad',
  },
  {
    name: 'Rajasthan Royals',
    shortName: 'RR',
    primaryColor: '#EA1A85',
    secondaryColor: '#254AA5',
    homeVenue: 'Sawai Mansingh Stadium',
    city: 'Jaipur',
  },
  {
    name: 'Delhi Capitals',
    shortName: 'DC',
    primaryColor: '#17449B',
    secondaryColor: '#EF1B23',
    homeVenue: 'Arun Jaitley Stadium',
    city: 'Delhi',
  },
  {
    name: 'Punjab Kings',
    shortName: 'PBKS',
    primaryColor: '#DD1F2D',
    secondaryColor: '#A7A9AC',
    homeVenue: 'Maharaja Yadavindra Singh International Cricket Stadium',
    city: 'Mullanpur',
  },
  {
    name: 'Gujarat Titans',
    shortName: 'GT',
    primaryColor: '#1B2133',
    secondaryColor: '#DBBE6E',
    homeVenue: 'Narendra Modi Stadium',
    city: 'Ahmedabad',
  },
  {
    name: 'Lucknow Super Giants',
    shortName: 'LSG',
    primaryColor: '#A72056',
    secondaryColor: '#FFCC00',
    homeVenue: 'BRSABV Ekana Cricket Stadium',
    city: 'Lucknow',
  },
];

/** A team's short name ('MI'); a team not in the list is shortened to its initials ('Delhi Daredevils': 'DD'). */
export function teamShortName(name: string): string {
  const team = IPL_TEAMS.find((t) => t.name === name);
  if (team) return team.shortName;
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
