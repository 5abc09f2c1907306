// Fixed name lists: generated investors look like a real Indian book without naming real people.

export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Bhavna', 'Chetan', 'Deepa', 'Divya', 'Gaurav',
  'Geeta', 'Harish', 'Isha', 'Jaya', 'Karan', 'Kavya', 'Lakshmi', 'Manoj', 'Neel', 'Nisha',
  'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Rajesh', 'Rekha', 'Rohan', 'Sanjay', 'Sarita', 'Shreya',
  'Suresh', 'Swati', 'Tanvi', 'Uday', 'Usha', 'Varun', 'Vidya', 'Vijay', 'Yamini', 'Zoya',
  'Abdul', 'Fatima', 'Gurpreet', 'Harpreet', 'Joseph', 'Mary', 'Thomas', 'Salim', 'Anil', 'Sunita',
] as const;

export const SURNAMES = [
  'Agarwal', 'Banerjee', 'Bhat', 'Chopra', 'Desai', 'Ghosh', 'Gupta', 'Iyer', 'Jain', 'Kulkarni',
  'Kumar', 'Malhotra', 'Mehta', 'Mishra', 'Mukherjee', 'Naidu', 'Pandey', 'Patel', 'Pillai', 'Rao',
  'Reddy', 'Saxena', 'Sen', 'Shah', 'Shetty', 'Singh', 'Sinha', 'Thakur', 'Varghese', 'Yadav',
  'Ahmed', 'Qureshi', 'Gill', 'Sandhu', 'Fernandes', 'DSouza', 'Kurian', 'Hegde', 'Chauhan', 'Bose',
] as const;

/** The first names above that the book's women bear: the new women investors the incentive seed picks. */
export const WOMEN_FIRST_NAMES: ReadonlySet<string> = new Set([
  'Aditi', 'Ananya', 'Bhavna', 'Deepa', 'Divya', 'Geeta', 'Isha', 'Jaya', 'Kavya', 'Lakshmi', 'Nisha', 'Pooja', 'Priya',
  'Rekha', 'Sarita', 'Shreya', 'Swati', 'Tanvi', 'Usha', 'Vidya', 'Yamini', 'Zoya', 'Fatima', 'Mary', 'Sunita',
]);
