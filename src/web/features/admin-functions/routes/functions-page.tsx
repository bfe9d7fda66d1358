import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FunctionCards } from '../components/function-cards';
import { TournamentWinners } from '../components/tournament-winners';

/** /admin: the backend functions and the tournament-winner odds. */
export function FunctionsPage() {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <Tabs defaultValue="functions">
        <TabsList>
          <TabsTrigger value="functions">Edge Functions</TabsTrigger>
          <TabsTrigger value="tournament">Tournament Winners</TabsTrigger>
        </TabsList>
        <TabsContent value="functions">
          <FunctionCards />
        </TabsContent>
        <TabsContent value="tournament">
          <TournamentWinners />
        </TabsContent>
      </Tabs>
    </div>
  );
}
