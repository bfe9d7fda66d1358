import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MatchSettlements } from '../components/match-settlements';
import { RecentSettlements } from '../components/recent-settlements';
import { ScoreSettlements } from '../components/score-settlements';
import { SettlementErrorDialog } from '../components/settlement-error-dialog';
import { TossSettlements } from '../components/toss-settlements';
import { useSettleRow } from '../components/use-settle-row';

/** /bookdashboard/results: settle completed matches and tosses, or void a match. */
export function ResultsPage() {
  const settleRow = useSettleRow();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <Tabs defaultValue="matches">
        <TabsList>
          <TabsTrigger value="matches">Match Settlements</TabsTrigger>
          <TabsTrigger value="toss">Toss Settlements</TabsTrigger>
          <TabsTrigger value="recent">Recently Settled</TabsTrigger>
          <TabsTrigger value="sessions">Sessions</TabsTrigger>
        </TabsList>
        <TabsContent value="matches">
          <MatchSettlements settleRow={settleRow} />
        </TabsContent>
        <TabsContent value="toss">
          <TossSettlements settleRow={settleRow} />
        </TabsContent>
        <TabsContent value="recent">
          <RecentSettlements settleRow={settleRow} />
        </TabsContent>
        <TabsContent value="sessions">
          <ScoreSettlements />
        </TabsContent>
      </Tabs>
      <SettlementErrorDialog failure={settleRow.failure} onClose={settleRow.clearFailure} />
    </div>
  );
}
